import torch
import torch.nn.functional as F

from accumulate import accumulate
from cosine_head import CosineClassifier
from metrics import balanced_accuracy
from thickness import DIAGNOSES, eyes

MICRO = 4


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(41)
    x, y = eyes(4096, gen)
    xt, yt = eyes(1024, gen)
    net = CosineClassifier(x.shape[1], len(DIAGNOSES))
    opt = torch.optim.AdamW(net.parameters(), lr=2e-3, weight_decay=0.05)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=8)
    print(f"balanced accuracy before {balanced_accuracy(net, xt, yt, len(DIAGNOSES)):.3f}")
    for epoch in range(8):
        net.train()
        order, total = torch.randperm(len(y)), 0.0
        for i in range(0, len(order), 256):
            idx = order[i:i + 256]
            with accumulate(net, opt, MICRO) as acc:
                directions = net.directions()
                for part in idx.chunk(MICRO):
                    ce = F.cross_entropy(net(x[part], directions), y[part]) / MICRO
                    acc.backward(ce)
                    total += ce.item()
        sched.step()
        print(f"epoch {epoch}: train ce {total / (len(y) // 256):.4f}  balanced accuracy "
              f"{balanced_accuracy(net, xt, yt, len(DIAGNOSES)):.3f}")


if __name__ == "__main__":
    main()
