from .base_trainer import BaseTrainer
from .models import build_encoder
from .utils import load_checkpoint


class FinetuneTrainer(BaseTrainer):
    """Fine-tunes a classifier starting from a self-supervised point encoder."""

    def on_fit_start(self):
        path = self.cfg.get("pretrained")
        if path:
            encoder = load_checkpoint(build_encoder(self.cfg), path)
            self.model.encoder = encoder
            print(f"loaded pretrained encoder from {path}")
