"""Functional two-layer net trained with gradient accumulation (effective batch = micro * accum)."""
import argparse

import torch
import torch.nn.functional as F

parser = argparse.ArgumentParser()
parser.add_argument("--micro-batch", type=int, default=16)
parser.add_argument("--accum", type=int, default=4)
parser.add_argument("--micro-steps", type=int, default=240, help="micro-batches per epoch")
parser.add_argument("--epochs", type=int, default=3)
parser.add_argument("--lr", type=float, default=0.05)
args = parser.parse_args()

torch.manual_seed(0)
torch.set_num_threads(1)

D_IN, D_HID, D_OUT = 8, 32, 3
W1 = (torch.randn(D_IN, D_HID) / D_IN ** 0.5).requires_grad_()
b1 = torch.zeros(D_HID, requires_grad=True)
W2 = (torch.randn(D_HID, D_OUT) / D_HID ** 0.5).requires_grad_()
b2 = torch.zeros(D_OUT, requires_grad=True)
weights = [W1, b1, W2, b2]


def forward(x):
    return torch.relu(x @ W1 + b1) @ W2 + b2


def micro_batches(n, size, seed):
    g = torch.Generator().manual_seed(seed)
    teacher = torch.randn(D_IN, D_OUT, generator=torch.Generator().manual_seed(7))
    for _ in range(n):
        x = torch.randn(size, D_IN, generator=g)
        yield x, (x @ teacher + 0.5 * x.pow(2)[:, :D_OUT]).argmax(dim=1)


opt = torch.optim.SGD(weights, lr=args.lr, momentum=0.9)
opt.zero_grad()
epoch = 0
while epoch < args.epochs:
    stream = micro_batches(args.micro_steps, args.micro_batch, seed=epoch)
    micro, running, updates = 0, 0.0, 0
    for x, y in stream:
        ce = F.cross_entropy(forward(x), y)
        (ce / args.accum).backward()
        running += ce.item()
        micro += 1
        if micro % args.accum == 0:
            opt.step()
            opt.zero_grad()
            updates += 1
    print(f"epoch {epoch}: ce {running / micro:.4f} ({updates} updates)")
    epoch += 1
