"""Single optimisation step over a batch of frame pairs."""
import torch

from .losses import refinement_loss


def train_iteration(net, opt, batch):
    a, b, gt = batch
    net.train()
    opt.zero_grad()
    preds = net(a, b)
    loss = refinement_loss(preds, gt)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
    opt.step()
    with torch.no_grad():
        epe = (preds[-1] - gt).norm(dim=1).mean()
    return {"loss": loss, "epe": epe.item()}
