import torch

from .alphabet import RULES, DIGRAPHS, CharTable, make_pairs, tensorize
from .loop import sequence_accuracy, train_steps
from .model import Transliterator
from .schedule import noam_scheduler

HPARAMS = {"dim": 64, "epochs": 3, "batch_size": 32, "pairs": 384}


def main(h=HPARAMS):
    torch.manual_seed(0)
    pairs = make_pairs(h["pairs"])
    src_table = CharTable("".join(RULES) + "".join(DIGRAPHS))
    tgt_table = CharTable("".join(RULES.values()) + "".join(DIGRAPHS.values()))
    src, tgt = tensorize(pairs, src_table, tgt_table)
    model = Transliterator(len(src_table), len(tgt_table), dim=h["dim"])
    optimizer = torch.optim.Adam(model.parameters(), lr=1.0, betas=(0.9, 0.98), eps=1e-9)
    scheduler = noam_scheduler(optimizer, h["dim"])
    for epoch in range(h["epochs"]):
        epoch_loss, n = 0.0, 0
        for step, loss in train_steps(model, optimizer, scheduler, src, tgt, h["batch_size"]):
            epoch_loss += loss
            n += 1
        print(f"epoch {epoch}  loss {epoch_loss / n:.4f}  seq-acc {sequence_accuracy(model, src, tgt):.3f}")


if __name__ == "__main__":
    main()
