"""A server on 127.0.0.1 in the API's shape with one character, Rick, whose image is on it: a
face drawn here and encoded with libjpeg-turbo (which `make deps` installs), never anyone's
picture. Everything else is the API's 404. For `make bench`'s detail-with-a-portrait lines."""
from __future__ import annotations

import ctypes
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def face_jpeg(size: int = 300) -> bytes:
    """A face on a green ground, as JPEG."""
    pixels = bytearray(size * size * 3)
    inside = lambda x, y, cx, cy, rx, ry: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1
    for y in range(size):
        for x in range(size):
            colour = (120, 200, 120)
            if inside(x, y, 150, 170, 95, 112):
                colour = (242, 201, 160)
            if y < 125 and inside(x, y, 150, 100, 118, 62):
                colour = (170, 225, 255)
            for eye in (112, 188):
                if inside(x, y, eye, 150, 22, 20):
                    colour = (255, 255, 255)
                if inside(x, y, eye, 150, 9, 9):
                    colour = (20, 20, 20)
            if y > 220 and inside(x, y, 150, 222, 45, 15):
                colour = (150, 40, 40)
            index = (y * size + x) * 3
            pixels[index:index + 3] = bytes(colour)
    turbo = ctypes.CDLL("libturbojpeg.so.0")
    turbo.tjInitCompress.restype = ctypes.c_void_p
    handle = ctypes.c_void_p(turbo.tjInitCompress())
    out, length = ctypes.POINTER(ctypes.c_ubyte)(), ctypes.c_ulong(0)
    source = (ctypes.c_ubyte * len(pixels)).from_buffer(pixels)
    # TJPF_RGB = 0, TJSAMP_444 = 0, quality 85
    if turbo.tjCompress2(handle, source, size, 0, size, 0, ctypes.byref(out), ctypes.byref(length), 0, 85, 0) != 0:
        raise RuntimeError("libjpeg-turbo could not encode the face")
    data = ctypes.string_at(out, length.value)
    turbo.tjFree(out)
    turbo.tjDestroy(handle)
    return data


class PortraitServer:
    """`with PortraitServer() as url:` serves until the block ends."""

    def __init__(self) -> None:
        jpeg = face_jpeg()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def answer(self, status: int, body: bytes, kind: str = "application/json") -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                if self.path == "/api/character/avatar/1.jpeg":
                    return self.answer(200, jpeg, "image/jpeg")
                if self.path == "/api/character/1":
                    return self.answer(200, json.dumps(server.rick).encode())
                return self.answer(404, b'{"error":"There is nothing here"}')

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_port}/api"
        self.rick = {
            "id": 1, "name": "Rick Sanchez", "status": "Alive", "species": "Human", "type": "", "gender": "Male",
            "origin": {"name": "Earth (C-137)", "url": f"{self.url}/location/1"},
            "location": {"name": "Citadel of Ricks", "url": f"{self.url}/location/3"},
            "image": f"{self.url}/character/avatar/1.jpeg", "episode": [], "url": f"{self.url}/character/1",
            "created": "2017-11-04T18:48:46.250Z",
        }

    def __enter__(self) -> str:
        threading.Thread(target=self.http.serve_forever, daemon=True).start()
        return self.url

    def __exit__(self, *args) -> None:
        self.http.shutdown()
        self.http.server_close()
