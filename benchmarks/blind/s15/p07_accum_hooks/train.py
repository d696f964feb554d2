import torch

from .loops import BagOfWordsLoop
from .nets import BagClassifier

OPTIMIZERS = {
    "sgd": lambda ps, lr: torch.optim.SGD(ps, lr=lr, momentum=0.9),
    "adamw": lambda ps, lr: torch.optim.AdamW(ps, lr=lr),
}


def synthetic_text(n_batches=10, bs=8, vocab=100, n_classes=3):
    out = []
    for _ in range(n_batches):
        lengths = torch.randint(3, 12, (bs,))
        tokens = torch.randint(0, vocab, (int(lengths.sum()),))
        offsets = torch.cat([torch.zeros(1, dtype=torch.long), lengths.cumsum(0)[:-1]])
        out.append((tokens, offsets, torch.randint(0, n_classes, (bs,))))
    return out


def main(opt_name="adamw", accum=4):
    torch.manual_seed(0)
    clf = BagClassifier(100, 32, 3)
    opt = OPTIMIZERS[opt_name](clf.parameters(), 1e-2)
    loop = BagOfWordsLoop(clf, opt, accum_steps=accum, max_norm=1.0)
    data = synthetic_text()
    for epoch in range(3):
        print(f"epoch {epoch} loss {loop.run_epoch(data):.4f} updates {loop.updates}")


if __name__ == "__main__":
    main()
