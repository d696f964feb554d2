import torch

from .adversary import EmbeddingFGM
from .corpus import CODES, Vocab, synth_notes
from .model import NoteClassifier
from .trainer import AdversarialTrainer


def run(epochs=3, batch_size=32):
    torch.manual_seed(0)
    vocab = Vocab()
    x, y = synth_notes(256, vocab)
    model = NoteClassifier(len(vocab), len(CODES))
    trainer = AdversarialTrainer(model, torch.optim.Adam(model.parameters(), lr=2e-3), EmbeddingFGM(0.5))
    for epoch in range(epochs):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], batch_size):
            idx = perm[i:i + batch_size]
            loss, adv = trainer.train_step(x[idx], y[idx])
        print(f"epoch {epoch}  loss {loss:.4f}  adv {adv:.4f}  micro-F1 {trainer.micro_f1(x, y):.3f}")


run()
