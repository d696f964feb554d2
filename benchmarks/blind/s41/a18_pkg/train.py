import torch

from .backbone import GRULanguageModel, pretrain_lm
from .corpus import Tokenizer, make_episodes
from .prompt import PromptTuningClassifier
from .trainer import PromptTrainer


def main(n_prompt_tokens=4):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_rows, genres = make_episodes(800, seed=1)
    eval_rows, _ = make_episodes(200, seed=2)
    unlabeled = [s for s, _ in make_episodes(1500, seed=3, tagline=True)[0]]
    tok = Tokenizer(unlabeled)

    lm = GRULanguageModel(len(tok))
    pretrain_lm(lm, [tok.batch(unlabeled[i:i + 64]) for i in range(0, len(unlabeled), 64)])

    verbalizer = [tok.stoi[g.split()[-1]] for g in genres]
    clf = PromptTuningClassifier(lm, n_prompt_tokens, verbalizer)
    clf.init_prompt_from_vocab(tok.encode("only on this", bos=False))
    trainer = PromptTrainer(clf, tok, train_rows, eval_rows)
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
