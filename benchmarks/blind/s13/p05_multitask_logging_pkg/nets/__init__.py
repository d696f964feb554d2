from .multitask import MultiTaskNet

__all__ = ["MultiTaskNet"]
