def predict(params, users, items):
    dot = (params["P"][users] * params["Q"][items]).sum(dim=1)
    return params["mu"] + params["bu"][users] + params["bi"][items] + dot
