import torch

from .data import make_glyphs, minibatches, split
from .net import small_cnn
from .trainer import GlyphTrainer

SETTINGS = {"epochs": 6, "lr": 2e-2, "batch_size": 32, "classes": 4}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    images, labels = make_glyphs(n_classes=SETTINGS["classes"])
    (tr_x, tr_y), (va_x, va_y) = split(images, labels)
    model = small_cnn(SETTINGS["classes"])
    opt = torch.optim.Adam(model.parameters(), lr=SETTINGS["lr"])
    trainer = GlyphTrainer(model, opt, SETTINGS["batch_size"])
    for epoch in range(SETTINGS["epochs"]):
        train_loss = trainer.fit_epoch(tr_x, tr_y)
        model.eval()
        hits = seen = 0
        for xb, yb in minibatches(va_x, va_y, 64):
            h, n = trainer.score_batch(xb, yb)
            hits += h
            seen += n
        print(f"epoch {epoch}: loss {train_loss:.3f} val acc {hits / seen:.3f}")


if __name__ == "__main__":
    main()
