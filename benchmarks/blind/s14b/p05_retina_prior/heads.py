import torch.nn as nn

from .init_utils import bias_init_with_prob, normal_init
from .registry import register_head


@register_head("dense_head")
class DenseHead(nn.Module):
    def __init__(self, mcfg):
        super().__init__()
        c = mcfg.in_channels
        self.num_classes = mcfg.num_classes
        self.cls_tower = nn.Sequential(nn.Conv2d(c, c, 3, padding=1), nn.ReLU())
        self.box_tower = nn.Sequential(nn.Conv2d(c, c, 3, padding=1), nn.ReLU())
        self.cls_logits = nn.Conv2d(c, mcfg.num_anchors * mcfg.num_classes, 3, padding=1)
        self.bbox_pred = nn.Conv2d(c, mcfg.num_anchors * 4, 3, padding=1)
        normal_init(self)
        bias_init_with_prob(self.cls_logits, mcfg.prior_prob)

    def forward(self, feat):
        return self.cls_logits(self.cls_tower(feat)), self.bbox_pred(self.box_tower(feat))
