import torch

from .logsynth import log_stream
from .trainer import LMOrderedIterator, XLTrainer
from .vocab import LogVocab
from .xl import MemTransformerLM


def main(tgt_len=24, mem_len=24, bsz=8):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_lines, valid_lines = log_stream(900, seed=1), log_stream(150, seed=2)
    vocab = LogVocab(train_lines)
    train_iter = LMOrderedIterator(vocab.encode_stream(train_lines), bsz, tgt_len)
    valid_iter = LMOrderedIterator(vocab.encode_stream(valid_lines), bsz, tgt_len)
    print(f"vocab {len(vocab)} tokens, {len(train_iter)} training segments of {bsz}x{tgt_len}")
    model = MemTransformerLM(len(vocab), tgt_len=tgt_len, mem_len=mem_len)
    trainer = XLTrainer(model, train_iter, valid_iter)
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
