import torch

from .batching import batchify
from .corpus import CharVocab, make_lyrics
from .generate import sample
from .model import ShantyRNN
from .trainer import LMTrainer

EPOCHS = 3
BATCH = 16


def main():
    torch.manual_seed(1)
    text = make_lyrics(n_verses=80)
    vocab = CharVocab(text)
    split = int(0.9 * len(text))
    train_data = batchify(vocab.encode(text[:split]), BATCH)
    val_data = batchify(vocab.encode(text[split:]), 4)
    print(f"{len(text)} chars, vocab {len(vocab)}, train stream {tuple(train_data.shape)}")

    net = ShantyRNN(len(vocab))
    trainer = LMTrainer(net, lr=3e-3, bptt=35)
    for epoch in range(1, EPOCHS + 1):
        tr = trainer.run_epoch(train_data)
        vl, ppl = trainer.evaluate(val_data)
        print(f"epoch {epoch}  train {tr:.3f}  val {vl:.3f}  ppl {ppl:.1f}")
    print(sample(net, vocab))


if __name__ == "__main__":
    main()
