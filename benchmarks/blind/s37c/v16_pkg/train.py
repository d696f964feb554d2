import torch
import torch.nn.functional as F

from .backbone import SpeechClassifier
from .config import FinetuneConfig
from .data import batches, utterances
from .optim import build_optimizer
from .predict import predict


def run(model, optimizer, spec, y, epochs, tag):
    for epoch in range(epochs):
        model.train()
        total = 0.0
        for xb, yb in batches(spec, y):
            optimizer.zero_grad()
            loss = F.cross_entropy(model(xb), yb)
            loss.backward()
            optimizer.step()
            total += loss.item()
        print(f"[{tag}] epoch {epoch}: loss {total:.3f}")


def main():
    torch.manual_seed(0)
    cfg = FinetuneConfig()
    model = SpeechClassifier(cfg)
    spk_x, spk_y = utterances(512, cfg, cfg.pretrain_speakers, seed=0)
    run(model, build_optimizer(cfg.optim, model), spk_x, spk_y, 2, "speaker")

    model.replace_head(cfg.emotions, freeze_backbone=cfg.freeze_backbone)
    optimizer = build_optimizer(cfg.optim, model)
    emo_x, emo_y = utterances(384, cfg, cfg.emotions, seed=1)
    run(model, optimizer, emo_x, emo_y, cfg.epochs, "emotion")

    test_x, test_y = utterances(128, cfg, cfg.emotions, seed=2)
    model.eval()
    probs = predict(model, test_x)
    print("test acc:", (probs.argmax(1) == test_y).float().mean().item())


if __name__ == "__main__":
    main()
