import torch

from knitting_charts.charts import STITCHES, corpus
from knitting_charts.loop import perplexity, train_epoch
from knitting_charts.model import StitchLM
from knitting_charts.tying import tie_weights

SPEC = {"dim": 32, "layers": 1, "dropout": 0.1, "tie": [("readout.weight", "embed.weight")]}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(14)
    train = corpus(400, 40, gen)
    valid = corpus(100, 40, gen)

    model = StitchLM(len(STITCHES), SPEC["dim"], SPEC["layers"], SPEC["dropout"])
    tie_weights(model, SPEC["tie"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-3, weight_decay=0.01)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{n_params} parameters; untrained perplexity {perplexity(model, valid):.2f}")
    for epoch in range(12):
        train_epoch(model, optimizer, train, 32, gen)
        if epoch % 4 == 3:
            print(f"epoch {epoch + 1}: validation perplexity {perplexity(model, valid):.2f}")
    same = model.readout.weight is model.embed.weight
    print(f"readout shares the embedding table: {same}")


if __name__ == "__main__":
    main()
