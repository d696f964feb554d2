import torch

from data import reverse_task
from models import GRUSeq2Seq
from seq2seq_trainer import Seq2SeqTrainer

HPARAMS = dict(vocab=20, emb=32, hid=64, lr=3e-3, epochs=2, optim="Adam")


def main(hp=HPARAMS):
    torch.manual_seed(0)
    s2s = GRUSeq2Seq(hp["vocab"], hp["emb"], hp["hid"])
    opt = getattr(torch.optim, hp["optim"])(s2s.parameters(), lr=hp["lr"])
    trainer = Seq2SeqTrainer(s2s, opt, clip=1.0, log_every=10)
    trainer.fit(reverse_task(vocab=hp["vocab"]), epochs=hp["epochs"])


if __name__ == "__main__":
    main()
