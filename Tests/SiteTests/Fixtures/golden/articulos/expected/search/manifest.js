(window.sitegenSearchData=window.sitegenSearchData||{})["manifest"]={"b":[1380],"c":"0","g":"0","k":[""],"n":"4,2,7,1","v":5};
