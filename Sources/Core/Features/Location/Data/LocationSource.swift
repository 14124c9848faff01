/// Where locations come from, for each way the app gets its data.
public typealias LocationSource = NamedRecordSource<LocationJSON>
