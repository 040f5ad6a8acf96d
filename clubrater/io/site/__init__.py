"""The club's published website: static pages written from plain data (no Qt, no database).

`data` holds what the controller fills in; `writer.publish` renders it with the Jinja2
templates of one folder and writes only the pages whose content changed.
"""
