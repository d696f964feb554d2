import torch
import torch.nn.functional as F

from charnet import CharCNN
from corpus import LANGUAGES, PAD, bigram_tables, snippets
from loop import BaseTrainer


class LanguageIdTrainer(BaseTrainer):
    def objective(self, batch):
        text, lang = batch
        return F.cross_entropy(self.net(text), lang, label_smoothing=0.05)

    def after_update(self):
        # keep the padding row at zero so padded positions contribute nothing
        self.net.embed.weight[PAD] = 0.0

    @torch.no_grad()
    def evaluate(self, held_out):
        self.net.eval()
        text, lang = held_out
        acc = (self.net(text).argmax(1) == lang).float().mean().item()
        return {"test acc": round(acc, 3)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    tables = bigram_tables(gen)
    text, lang = snippets(tables, 1500, 24, gen)
    test = snippets(tables, 500, 24, gen)

    def batches():
        order = torch.randperm(len(lang))
        for i in range(0, len(order), 50):
            idx = order[i:i + 50]
            yield text[idx], lang[idx]

    net = CharCNN(len(LANGUAGES))
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    trainer = LanguageIdTrainer(net, opt, torch.optim.lr_scheduler.StepLR(opt, 4, gamma=0.5))
    print("test before:", trainer.evaluate(test))
    trainer.fit(batches, epochs=8, held_out=test)


if __name__ == "__main__":
    main()
