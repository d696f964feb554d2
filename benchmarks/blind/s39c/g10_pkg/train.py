import torch
import torch.nn.functional as F

from .model import MorseNet
from .morse import make_batch
from .optim_setup import make_optimizer

cfg = {"opt": "adamw", "lr": 3e-3, "wd": 1e-4, "epochs": 6, "bs": 64, "n_train": 3000}


def run():
    torch.manual_seed(0)
    x_tr, y_tr = make_batch(cfg["n_train"], seed=1)
    x_va, y_va = make_batch(600, seed=2)
    net = MorseNet()
    opt = make_optimizer(net, cfg)
    print("params:", sum(p.numel() for p in net.parameters()))

    for epoch in range(cfg["epochs"]):
        net.train()
        perm = torch.randperm(len(x_tr))
        for i in range(0, len(perm), cfg["bs"]):
            idx = perm[i:i + cfg["bs"]]
            loss = F.cross_entropy(net(x_tr[idx]), y_tr[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        net.eval()
        with torch.no_grad():
            acc = (net(x_va).argmax(1) == y_va).float().mean().item()
        print(f"epoch {epoch + 1}: last batch loss {loss.item():.3f}  val acc {acc:.3f}")
    return net


if __name__ == "__main__":
    run()
