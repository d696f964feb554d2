import torch

from data import CharStream, synthetic_text
from model import CharLM
from trainer import LMTrainer


def main(epochs=3):
    torch.manual_seed(0)
    stream = CharStream(synthetic_text(), batch_size=8)
    model = CharLM(len(stream.vocab))
    trainer = LMTrainer(model, lr=5e-3, bptt=20)
    for epoch in range(epochs):
        ppl = trainer.train_epoch(stream)
        print(f"epoch {epoch}: train perplexity {ppl:.2f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
