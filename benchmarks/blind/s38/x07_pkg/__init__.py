from .model import NoteClassifier  # noqa: F401
