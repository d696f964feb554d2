import itertools

import torch

from .cores import CHANNELS, TAGS, core_sections
from .crf import LinearChainCRF
from .objective import sequence_nll, tag_accuracy
from .tagger import EmissionNet

HP = {"sections": 192, "length": 48, "batch": 16, "epochs": 4, "lr": 1e-2}


def evaluate(emitter, crf, x, tags):
    emitter.eval()
    acc, melt = tag_accuracy(emitter, crf, x, tags)
    emitter.train()
    return acc, melt


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    x, tags = core_sections(HP["sections"], HP["length"], gen)
    xv, tags_v = core_sections(48, HP["length"], gen)

    emitter = EmissionNet(len(CHANNELS), len(TAGS))
    crf = LinearChainCRF(len(TAGS))
    params = itertools.chain(emitter.parameters(), crf.parameters())
    optimizer = torch.optim.RMSprop(params, lr=HP["lr"])
    acc, melt = evaluate(emitter, crf, xv, tags_v)
    print(f"untrained: tag accuracy {acc:.3f}, melt-layer recall {melt:.3f}")

    for epoch in range(HP["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for i in range(0, len(order), HP["batch"]):
            idx = order[i:i + HP["batch"]]
            loss = sequence_nll(emitter, crf, x[idx], tags[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        acc, melt = evaluate(emitter, crf, xv, tags_v)
        print(f"epoch {epoch + 1}: tag accuracy {acc:.3f}, melt-layer recall {melt:.3f}")


if __name__ == "__main__":
    main()
