import torch.nn as nn

from base_trainer import BaseTrainer


class HeadFinetuner(BaseTrainer):
    """Swap the pretrained classifier for a fresh one sized for the new label set."""

    def __init__(self, model, cfg):
        super().__init__(model, cfg)
        self.model.classifier = nn.Linear(self.model.feat_dim, cfg.new_classes)
        if cfg.freeze_features:
            self.model.features.requires_grad_(False)
