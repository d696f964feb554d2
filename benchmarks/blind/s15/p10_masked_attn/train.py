import torch
import torch.nn.functional as F

from data import padded_batches
from encoder import TinyEncoder

cfg = {"model": {"vocab": 50, "dim": 32, "depth": 2, "heads": 4}, "lr": 1e-3, "epochs": 2}


def main():
    torch.manual_seed(0)
    enc = TinyEncoder(**cfg["model"])
    opt = torch.optim.AdamW(enc.parameters(), lr=cfg["lr"])
    batches = padded_batches()
    for ep in range(cfg["epochs"]):
        correct = 0
        for ids, labels in batches:
            logits = enc(ids)
            xent = F.cross_entropy(logits, labels)
            opt.zero_grad()
            xent.backward()
            opt.step()
            correct += (logits.argmax(-1) == labels).sum().item()
        print(f"epoch {ep} acc {correct / (len(batches) * 8):.3f}")


if __name__ == "__main__":
    main()
