from .gan_trainer import AdversarialTrainer

__all__ = ["AdversarialTrainer"]
