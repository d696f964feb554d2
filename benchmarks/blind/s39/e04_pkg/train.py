"""python -m e04_pkg.train"""
import torch

from .accel import Accelerator
from .data import CLAUSE_TYPES, make_corpus
from .engine import Runner
from .model import ClauseClassifier, ClauseTask

SETTINGS = dict(vocab=600, micro_batch=16, accum=4, epochs=6, lr=5e-3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    s = SETTINGS
    train_docs, train_y = make_corpus(640, s["vocab"], seed=0)
    val_docs, val_y = make_corpus(200, s["vocab"], seed=1)

    net = ClauseClassifier(s["vocab"], len(CLAUSE_TYPES))
    opt = torch.optim.AdamW(net.parameters(), lr=s["lr"], weight_decay=0.01)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=20, gamma=0.7)
    acc = Accelerator(gradient_accumulation_steps=s["accum"], max_grad_norm=1.0)
    runner = Runner(acc, ClauseTask(net, label_smoothing=0.05), opt, sched, s["micro_batch"])

    for epoch in range(s["epochs"]):
        train_loss = runner.train_epoch(train_docs, train_y)
        val_acc = runner.evaluate(val_docs, val_y)
        print(f"epoch {epoch}: loss {train_loss:.3f} val_acc {val_acc:.3f} "
              f"updates {acc.optimizer_steps}")


if __name__ == "__main__":
    main()
