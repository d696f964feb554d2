import torch
import torch.nn as nn
import torch.nn.functional as F


class PoseLoss(nn.Module):
    """Intermediate supervision on every stage's heatmaps + weighted visibility CE."""

    def __init__(self, n_stages, stage_weights=None, visible_weight=3.0, vis_coef=0.1):
        super().__init__()
        weights = stage_weights or [1.0] * n_stages
        self.register_buffer("stage_weights", torch.tensor(weights, dtype=torch.float32))
        # occluded joints are rarer than visible ones in the annotations
        self.register_buffer("class_weights", torch.tensor([1.0, visible_weight]))
        self.vis_coef = vis_coef

    def forward(self, heatmaps, vis_logits, target_hm, target_vis):
        mask = target_vis.float()[..., None, None]
        terms = [F.mse_loss(hm * mask, target_hm * mask) for hm in heatmaps]
        hm_loss = (torch.stack(terms) * self.stage_weights).sum()
        vis_loss = F.cross_entropy(vis_logits.reshape(-1, 2), target_vis.reshape(-1),
                                   weight=self.class_weights)
        total = hm_loss + self.vis_coef * vis_loss
        stats = torch.tensor([t.item() for t in terms] + [vis_loss.item()])
        return total, stats
