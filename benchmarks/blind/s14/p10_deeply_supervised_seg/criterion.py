import torch
import torch.nn as nn


class DeepSupervisionLoss(nn.Module):
    def __init__(self, aux_weights=(0.2, 0.4), ignore_index=255):
        super().__init__()
        self.aux_weights = aux_weights
        self.ce = nn.CrossEntropyLoss(ignore_index=ignore_index)

    def forward(self, outputs, target):
        main, aux = outputs
        main_loss = self.ce(main, target)
        aux_terms = torch.Tensor([w * self.ce(a, target) for w, a in zip(self.aux_weights, aux)])
        aux_loss = aux_terms.sum()
        return main_loss + aux_loss, {"main": main_loss.item(), "aux": aux_loss.item()}
