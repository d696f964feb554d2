"""Validation: end-point error on held-out pond pairs."""
import torch


@torch.no_grad()
def validate(model, pairs):
    model.eval()
    img0, img1, flow_gt = pairs
    flow = model(img0, img1)[-1]
    epe = (flow - flow_gt).norm(dim=1)
    return epe.mean().item(), (epe < 0.5).float().mean().item()
