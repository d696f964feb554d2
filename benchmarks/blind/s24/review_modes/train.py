import torch

from review_modes.classifier import BagOfNgrams
from review_modes.corpus import bag_batches, build_corpus, build_vocab
from review_modes.loop import run_epoch
from review_modes.modes import Mode


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_reviews = build_corpus(4000, seed=1)
    val_reviews = build_corpus(800, seed=2)
    test_reviews = build_corpus(800, seed=3)
    vocab = build_vocab(train_reviews)
    model = BagOfNgrams(len(vocab))
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.5, patience=1)
    print(f"vocabulary of {len(vocab)} unigrams and bigrams")
    for epoch in range(10):
        train_loss, train_acc = run_epoch(model, bag_batches(train_reviews, vocab, 64, True),
                                          Mode.TRAIN, optimizer)
        val_loss, val_acc = run_epoch(model, bag_batches(val_reviews, vocab, 256, False), Mode.VALIDATE)
        scheduler.step(val_loss)
        if epoch % 3 == 0 or epoch == 9:
            print(f"epoch {epoch}  train ce {train_loss:.3f} acc {train_acc:.3f}  "
                  f"val ce {val_loss:.3f} acc {val_acc:.3f}")
    _, test_acc = run_epoch(model, bag_batches(test_reviews, vocab, 256, False), Mode.TEST)
    print(f"test accuracy {test_acc:.3f}")


if __name__ == "__main__":
    main()
