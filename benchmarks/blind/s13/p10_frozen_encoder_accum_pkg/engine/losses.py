import torch
import torch.nn as nn


class MaskedFocalLoss(nn.Module):
    def __init__(self, gamma, ignore_index=-100):
        super().__init__()
        self.gamma = gamma
        self.ignore_index = ignore_index
        self.ce = nn.CrossEntropyLoss(reduction="none", ignore_index=ignore_index)

    def forward(self, logits, tags):
        flat_logits = logits.reshape(-1, logits.size(-1))
        flat_tags = tags.reshape(-1)
        per_token = self.ce(flat_logits, flat_tags)
        mask = (flat_tags != self.ignore_index).float()
        with torch.no_grad():
            pt = torch.exp(-per_token)
            modulator = (1.0 - pt) ** self.gamma
        weighted = modulator * per_token * mask
        return weighted.sum() / mask.sum().clamp(min=1.0)
