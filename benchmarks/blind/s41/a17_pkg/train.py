import torch

from .atis import CITIES, SLOTS, make_requests
from .callbacks import AirportCodeTokens, MetricsPrinter
from .tagger import SlotTagger
from .tokenization import SubwordTokenizer
from .trainer import SlotTrainer


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_requests, eval_requests = make_requests(800, seed=1), make_requests(200, seed=2)
    tokenizer = SubwordTokenizer([w.lower() for req in train_requests for w, _ in req])
    model = SlotTagger(len(tokenizer), len(SLOTS))
    trainer = SlotTrainer(model, tokenizer, train_requests, eval_requests, SLOTS,
                          callbacks=[AirportCodeTokens(CITIES.values()), MetricsPrinter()])
    code_rows = model.embeddings.weight[-len(CITIES):].detach().clone()
    trainer.train()
    moved = (model.embeddings.weight[-len(CITIES):] - code_rows).abs().max().item()
    print(f"max change of the airport-code embedding rows: {moved:.3f}")
    return trainer


if __name__ == "__main__":
    main()
