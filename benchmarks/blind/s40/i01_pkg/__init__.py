"""Single-anchor YOLO-style vehicle detector for synthetic overhead parking-lot tiles."""

__version__ = "0.3.1"
