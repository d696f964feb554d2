import torch.nn.functional as F

# name -> (output width, criterion)
TASKS = {
    "depth": (1, lambda pred, tgt: F.smooth_l1_loss(pred.squeeze(-1), tgt)),
    "label": (3, lambda pred, tgt: F.cross_entropy(pred, tgt)),
    "sign": (1, lambda pred, tgt: F.binary_cross_entropy_with_logits(pred.squeeze(-1), tgt)),
}
