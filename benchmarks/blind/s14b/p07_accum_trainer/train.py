import torch

from lm_trainer import CausalLMTrainer
from tiny_lm import TinyLM, random_corpus

VOCAB = 50


def main():
    torch.manual_seed(0)
    model = TinyLM(VOCAB)
    decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
    no_decay = [p for n, p in model.named_parameters() if p.dim() < 2]
    optimizer = torch.optim.AdamW(
        [{"params": decay, "weight_decay": 0.1}, {"params": no_decay, "weight_decay": 0.0}], lr=3e-3)
    trainer = CausalLMTrainer(model, optimizer, accum_steps=4, max_grad_norm=1.0)
    trainer.train(random_corpus(VOCAB, 12, 8, 16), epochs=2)


if __name__ == "__main__":
    main()
