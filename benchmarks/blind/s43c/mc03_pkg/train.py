import time

import torch

from . import vocab
from .loop import Seq2SeqLoop, exact_match
from .nets import Transcriber

SETTINGS = {"epochs": 6, "batch": 64, "lr": 3e-3, "hidden": 64, "max_n": 1999}


def main(settings=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_nums, test_nums = vocab.split_numbers(settings["max_n"])
    net = Transcriber(len(vocab.SRC_ITOS), len(vocab.TGT_ITOS), hidden=settings["hidden"])
    adam = torch.optim.Adam(net.parameters(), lr=settings["lr"])
    looper = Seq2SeqLoop(net, adam)

    t0 = time.time()
    for epoch in range(settings["epochs"]):
        nll, p = looper.train_epoch(train_nums, epoch, settings["batch"])
        acc = exact_match(net, test_nums)
        print(f"epoch {epoch}  teacher p={p:.2f}  nll/token {nll:.3f}  greedy exact {acc:.3f}")
    print(f"beam exact {exact_match(net, test_nums[:60], use_beam=True):.3f}  ({time.time() - t0:.1f}s)")
    sample = test_nums[:5]
    print("examples:", [(vocab.to_roman(n), n) for n in sample])


if __name__ == "__main__":
    main()
