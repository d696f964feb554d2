import torch

from .corpus import Vocab, batchify, synthetic_text
from .model import CharLSTM
from .trainer import LMTrainer

CONFIG = {
    "batch_size": 8,
    "eval_batch_size": 4,
    "epochs": 1,
    "model": {"emb": 32, "hidden": 64, "layers": 1, "dropout": 0.1},
    "optim": {"lr": 3e-3, "clip": 0.25, "bptt": 20},
}


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    text = synthetic_text()
    vocab = Vocab(text)
    ids = vocab.encode(text)
    split = int(0.9 * len(ids))
    train_data = batchify(ids[:split], cfg["batch_size"])
    val_data = batchify(ids[split:], cfg["eval_batch_size"])
    model = CharLSTM(len(vocab), **cfg["model"])
    trainer = LMTrainer(model, len(vocab), **cfg["optim"])
    for epoch in range(cfg["epochs"]):
        train_ppl = trainer.train_epoch(train_data, cfg["batch_size"])
        val_ppl = trainer.evaluate(val_data, cfg["eval_batch_size"])
        print(f"epoch {epoch}: train ppl {train_ppl:.2f} val ppl {val_ppl:.2f}")


if __name__ == "__main__":
    main()
