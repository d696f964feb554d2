import numpy as np

from .config import CFG


def make_listings(seed):
    """Each label_group is one real product; its listings share some title words and a noisy
    version of the same image feature vector."""
    rng = np.random.default_rng(seed)
    titles, images, groups = [], [], []
    for g in range(CFG.n_groups):
        core_words = rng.integers(0, CFG.vocab_size, 4)
        core_img = rng.normal(size=CFG.img_dim)
        for _ in range(rng.integers(*CFG.items_per_group, endpoint=True)):
            extra = rng.integers(0, CFG.vocab_size, CFG.title_len - 3)
            words = np.concatenate([rng.choice(core_words, 3, replace=False), extra])
            titles.append(rng.permutation(words))
            images.append(core_img + rng.normal(0, 0.5, CFG.img_dim))
            groups.append(g)
    return np.array(titles), np.array(images, dtype=np.float32), np.array(groups)


def group_kfold(groups, n_folds, seed):
    uniq = np.random.default_rng(seed).permutation(np.unique(groups))
    fold_of_group = {g: i % n_folds for i, g in enumerate(uniq)}
    return np.array([fold_of_group[g] for g in groups])


def encode_labels(groups):
    uniq = np.unique(groups)
    mapping = {g: i for i, g in enumerate(uniq)}
    return np.array([mapping[g] for g in groups]), len(uniq)
