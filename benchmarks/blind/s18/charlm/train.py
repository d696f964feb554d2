import functools

import torch

from .data import batchify, bptt_chunks, synthetic_corpus
from .model import CharLSTM
from .trainer import TBPTTTrainer

SETTINGS = {"vocab": 16, "length": 4000, "batch_size": 8, "bptt": 25, "epochs": 2, "lr": 3e-3}


def main(settings=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    stream = batchify(synthetic_corpus(settings["length"], settings["vocab"]), settings["batch_size"])
    model = CharLSTM(settings["vocab"])
    optimizer = torch.optim.Adam(model.parameters(), lr=settings["lr"])
    trainer = TBPTTTrainer(model, optimizer)
    trainer.fit(functools.partial(bptt_chunks, stream, settings["bptt"]), settings["batch_size"], settings["epochs"])


if __name__ == "__main__":
    main()
