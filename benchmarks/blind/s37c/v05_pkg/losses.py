import torch.nn as nn


class OHEMCrossEntropy(nn.Module):
    """Online hard example mining: average the loss over the hardest fraction of the batch."""

    def __init__(self, lcfg):
        super().__init__()
        self.base = nn.CrossEntropyLoss(reduction=lcfg.reduction,
                                        label_smoothing=lcfg.label_smoothing)
        self.keep_ratio = lcfg.keep_ratio

    def forward(self, logits, target):
        per_sample = self.base(logits, target)
        k = max(1, int(self.keep_ratio * per_sample.numel()))
        hard, _ = per_sample.topk(k)
        return hard.mean()


def build_criterion(cfg):
    return OHEMCrossEntropy(cfg.loss)
