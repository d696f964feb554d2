import random

import torch

from data import reverse_task
from model import Decoder, Encoder, Seq2Seq
from trainer import evaluate, train_epoch

CONFIG = dict(vocab_size=12, seq_len=6, emb_dim=32, hid_dim=64, batch_size=64,
              lr=3e-3, epochs=4, teacher_forcing=0.5, clip=1.0)


def run(cfg):
    random.seed(0)
    torch.manual_seed(0)
    src, tgt = reverse_task(1024, cfg["seq_len"], cfg["vocab_size"], seed=0)
    val_src, val_tgt = reverse_task(256, cfg["seq_len"], cfg["vocab_size"], seed=1)
    model = Seq2Seq(Encoder(cfg["vocab_size"], cfg["emb_dim"], cfg["hid_dim"]),
                    Decoder(cfg["vocab_size"], cfg["emb_dim"], cfg["hid_dim"]))
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    for epoch in range(cfg["epochs"]):
        train_loss = train_epoch(model, optimizer, src, tgt, cfg)
        acc = evaluate(model, val_src, val_tgt, cfg)
        print(f"epoch {epoch} loss {float(train_loss):.3f} exact-match {acc:.3f}")


if __name__ == "__main__":
    run(CONFIG)
