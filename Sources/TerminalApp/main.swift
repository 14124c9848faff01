import Core
print("challenge")
