import math

import torch
import torch.nn.functional as F

from p05_intent_accum import optim
from p05_intent_accum.accumulate import GradientAccumulation
from p05_intent_accum.data import INTENTS, build_vocab, micro_batches, utterances
from p05_intent_accum.model import IntentClassifier

SETTINGS = dict(micro_batch=8, accumulation=4, epochs=5, lr=3e-3, weight_decay=0.01,
                warmup=10, max_norm=1.0, n_train=640, n_test=300)


@torch.no_grad()
def accuracy(model, ids, offsets, labels):
    model.eval()
    return (model(ids, offsets).argmax(1) == labels).float().mean().item()


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    vocab = build_vocab()
    train = utterances(s["n_train"], vocab, seed=1)
    test = utterances(s["n_test"], vocab, seed=2)
    model = IntentClassifier(len(vocab), len(INTENTS))
    n_batches = math.ceil(s["n_train"] / s["micro_batch"])
    total = s["epochs"] * math.ceil(n_batches / s["accumulation"])
    optimizer, scheduler = optim.build(model, s["lr"], s["weight_decay"], s["warmup"], total)
    accum = GradientAccumulation(s["accumulation"])
    print(f"untrained test accuracy {accuracy(model, *test):.3f}")

    for epoch in range(s["epochs"]):
        model.train()
        running = 0.0
        for i, (ids, offsets, labels) in enumerate(
                micro_batches(*train, s["micro_batch"], seed=epoch)):
            loss = F.cross_entropy(model(ids, offsets), labels)
            accum.scale(loss).backward()
            running += loss.item()
            if accum.is_boundary(i, n_batches):
                torch.nn.utils.clip_grad_norm_(model.parameters(), s["max_norm"])
                optimizer.step()
                scheduler.step()
                accum.finish(optimizer)
        print(f"epoch {epoch}  loss {running / n_batches:.3f}  updates {accum.updates}  "
              f"test accuracy {accuracy(model, *test):.3f}")


if __name__ == "__main__":
    main()
