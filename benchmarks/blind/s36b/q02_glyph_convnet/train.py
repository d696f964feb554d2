import torch
import torch.nn.functional as F

from q02_glyph_convnet.build import build_model, build_optimizer
from q02_glyph_convnet.data import CLASSES, batches, make_glyphs

CFG = {
    "arch": "glyphnet",
    "num_classes": len(CLASSES),
    "width": 16,
    "lr": 0.05,
    "weight_decay": 5e-4,
    "epochs": 6,
    "batch_size": 64,
}


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    correct = 0
    for xb, yb in batches(x, y, 256, shuffle=False):
        correct += (net(xb).argmax(1) == yb).sum().item()
    return correct / len(x)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = make_glyphs(1200)
    x_te, y_te = make_glyphs(400, seed=1)
    net = build_model(CFG)
    opt = build_optimizer(CFG, net)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=CFG["epochs"])
    print(f"untrained acc {accuracy(net, x_te, y_te):.3f}")
    for epoch in range(CFG["epochs"]):
        net.train()
        running = 0.0
        for xb, yb in batches(x_tr, y_tr, CFG["batch_size"]):
            opt.zero_grad()
            loss = F.cross_entropy(net(xb), yb)
            loss.backward()
            opt.step()
            running += loss.item() * len(xb)
        sched.step()
        print(f"epoch {epoch} loss {running / len(x_tr):.4f} "
              f"test acc {accuracy(net, x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
