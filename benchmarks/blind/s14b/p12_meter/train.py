import torch

from model import BagOfWords
from trainer import Trainer

CFG = dict(vocab=200, dim=32, n_classes=4, seq_len=12, batch_size=16, n_batches=30, epochs=2, lr=5e-3)


def make_loader(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(cfg["n_batches"]):
        y = torch.randint(0, cfg["n_classes"], (cfg["batch_size"],), generator=g)
        tokens = torch.randint(0, cfg["vocab"], (cfg["batch_size"], cfg["seq_len"]), generator=g)
        tokens[:, 0] = y  # leak the label into the first token so it is learnable
        out.append((tokens, y))
    return out


if __name__ == "__main__":
    torch.manual_seed(0)
    model = BagOfWords(CFG["vocab"], CFG["dim"], CFG["n_classes"])
    opt = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
    trainer = Trainer(model, opt)
    loader = make_loader(CFG)
    for epoch in range(CFG["epochs"]):
        trainer.train_one_epoch(loader, epoch)
