"""Run from benchmarks/blind/s20:  python -m lit_textcls.train"""
import torch

from .data import TopicCorpus
from .lit import Runner
from .task import TopicClassifier

torch.manual_seed(0)
torch.set_num_threads(1)


def main():
    corpus = TopicCorpus()
    epochs = 4
    steps_per_epoch = -(-len(corpus.docs) // corpus.batch_size)
    module = TopicClassifier(corpus.vocab, corpus.n_topics, total_steps=epochs * steps_per_epoch)
    runner = Runner(max_epochs=epochs, gradient_clip_val=1.0, log_every=25)
    history = runner.fit(module, corpus.batches)
    print(f"first-epoch loss {sum(history[:19]) / 19:.4f}  last-epoch loss {sum(history[-19:]) / 19:.4f}")


if __name__ == "__main__":
    main()
