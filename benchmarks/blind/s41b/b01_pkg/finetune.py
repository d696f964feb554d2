import torch
import torch.nn.functional as F

from .spectra import batches, snv


def build_finetune_optimizer(net, cfg):
    """Freeze the pretrained encoder, keep the stage head trainable, return AdamW over what trains."""
    for name, p in net.named_parameters():
        p.requires_grad_(name.startswith("head."))
    trainable = [p for p in net.parameters() if p.requires_grad]
    return torch.optim.AdamW(trainable, lr=cfg["lr"], weight_decay=cfg["wd"])


def fit(net, opt, x, y, epochs, batch_size, gen, tag):
    x = snv(x)
    for ep in range(epochs):
        net.train()
        seen, total = 0, 0.0
        for xb, yb in batches(x, y, batch_size, gen):
            opt.zero_grad(set_to_none=True)
            ce = F.cross_entropy(net(xb), yb)
            ce.backward()
            opt.step()
            total += ce.item() * xb.shape[0]
            seen += xb.shape[0]
        if ep % max(1, epochs // 4) == 0 or ep == epochs - 1:
            print(f"[{tag}] epoch {ep:3d}  ce {total / seen:.4f}")


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    pred = net(snv(x)).argmax(dim=1)
    return (pred == y).float().mean().item()
