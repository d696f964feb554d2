import argparse

import torch
import torch.nn.functional as F

from .base import FrozenTagger
from .lora import AdapterBank
from .tagging_task import shifted_tag_task


def get_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--rank", type=int, default=8)
    p.add_argument("--optim", default="Adam")
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--steps", type=int, default=300)
    return p.parse_args(argv)


def main(argv=None):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    args = get_args(argv)
    host = FrozenTagger()
    bank = AdapterBank(host, ["mix", "out"], rank=args.rank)
    opt = getattr(torch.optim, args.optim)(bank.tensors(), lr=args.lr)
    ids, tags = shifted_tag_task(host, 512, 12, 64)
    for step in range(args.steps):
        j = torch.randint(0, 512, (64,))
        opt.zero_grad()
        logits = host(ids[j], adapters=bank.as_dict())
        nll = F.cross_entropy(logits.flatten(0, 1), tags[j].flatten())
        nll.backward()
        opt.step()
        if step % 100 == 0:
            print(f"step {step:3d}  nll {nll.item():.4f}")
    with torch.no_grad():
        acc = (host(ids, adapters=bank.as_dict()).argmax(-1) == tags).float().mean().item()
        base_acc = (host(ids).argmax(-1) == tags).float().mean().item()
    print(f"tag accuracy: frozen {base_acc:.3f}  adapted {acc:.3f}")


if __name__ == "__main__":
    main()
