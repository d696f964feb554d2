import torch

from .config import parse
from .engine import build_optimizer, fit
from .models import UtteranceClassifier, synthetic_corpus


def main(argv=None):
    args = parse(argv)
    torch.manual_seed(0)
    model = UtteranceClassifier(args.n_mels, args.hidden, args.n_speakers)
    optimizer = build_optimizer(model, args.lr)

    spk_x, spk_y = synthetic_corpus(640, args.n_mels, args.frames, args.n_speakers, seed=1)
    fit(model, optimizer, spk_x, spk_y, args.pretrain_epochs, args.batch_size, "speaker")

    emo_x, emo_y = synthetic_corpus(320, args.n_mels, args.frames, args.n_emotions, seed=2)
    model.reset_classifier(args.n_emotions)
    fit(model, optimizer, emo_x, emo_y, args.finetune_epochs, args.batch_size, "emotion")


if __name__ == "__main__":
    main()
